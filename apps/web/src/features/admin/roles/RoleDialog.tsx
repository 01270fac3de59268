import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import type { GetRoleForEditOutput } from '@wizytownik/contracts';
import { errorMessage } from '../../../api/errors.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { useFormSubmit } from '../../../ui/useFormSubmit.ts';
import { DialogForm } from '../users/DialogForm.tsx';
import { useAllPermissions, useCreateRole, useRoleForEdit, useUpdateRole } from './hooks.ts';
import { PermissionTree } from './PermissionTree.tsx';
import {
  ROLE_FIELDS,
  roleFormSchema,
  roleFormValues,
  type RoleForm,
  type RoleFormValues,
} from './role-form.ts';

export interface RoleDialogProps {
  /** The role to edit; null adds a new one. */
  readonly roleId: number | null;
  readonly onClose: () => void;
}

/** Add or edit a role: waits for the role's data, then shows the form. */
export function RoleDialog({ roleId, onClose }: RoleDialogProps) {
  const t = useTexts();
  const role = useRoleForEdit(roleId);
  if (roleId !== null && !role.data) {
    return (
      <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
        <DialogContent>
          {role.isError ? (
            <Alert severity="error">{errorMessage(role.error, t('adminRoles.loadOneFailed'))}</Alert>
          ) : (
            <LinearProgress aria-label={t('common.loading')} />
          )}
        </DialogContent>
      </Dialog>
    );
  }
  return <RoleFormDialog data={role.data} onClose={onClose} />;
}

type Tab = 'general' | 'reports' | 'permissions';

function RoleFormDialog({ data, onClose }: { data: GetRoleForEditOutput | undefined; onClose: () => void }) {
  const t = useTexts();
  const titleId = useId();
  const { notify } = useFeedback();
  const [tab, setTab] = useState<Tab>('general');
  const readOnly = data?.role.isSuperAdminRole ?? false;
  const form = useForm<RoleForm, unknown, RoleFormValues>({
    resolver: zodResolver(roleFormSchema),
    defaultValues: roleFormValues(data),
  });
  const createRole = useCreateRole();
  const updateRole = useUpdateRole();
  const submit = useFormSubmit(
    form,
    ROLE_FIELDS,
    async (values) => {
      if (data) await updateRole.mutateAsync({ ...values, id: data.role.id });
      else await createRole.mutateAsync(values);
      notify(t('usersRoles.saved'));
      onClose();
    },
    data ? t('adminRoles.updateFailed') : t('adminRoles.createFailed'),
  );
  // A missing name is on the first tab: show it there.
  const onSubmit: typeof submit = (event) => {
    if (!form.getValues('name').trim()) setTab('general');
    submit(event);
  };
  const { control, formState } = form;
  const title = !data
    ? t('adminRoles.createTitle')
    : t(readOnly ? 'adminRoles.readOnlyTitle' : 'adminRoles.editTitle', { name: data.role.name });

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogForm onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <Tabs value={tab} onChange={(_e, v: Tab) => setTab(v)} sx={{ px: 3 }}>
          <Tab value="general" label={t('adminRoles.tabGeneral')} />
          <Tab value="reports" label={t('adminRoles.tabReports')} />
          <Tab value="permissions" label={t('adminRoles.tabPermissions')} />
        </Tabs>
        <DialogContent dividers sx={{ minHeight: 360 }}>
          {readOnly && <Alert severity="info">{t('adminRoles.readOnly')}</Alert>}
          <div hidden={tab !== 'general'}>
            <FormTextField
              control={control}
              name="name"
              label={t('adminRoles.name')}
              disabled={readOnly || data?.role.isStatic}
              autoFocus
            />
            <FormTextField
              control={control}
              name="displayName"
              label={t('adminRoles.displayName')}
              disabled={readOnly}
            />
            <FormTextField
              control={control}
              name="description"
              label={t('adminRoles.description')}
              disabled={readOnly}
              multiline
              minRows={2}
            />
          </div>
          {tab === 'reports' && <ReportsTab granted={data?.grantedReports ?? []} />}
          {tab === 'permissions' && <PermissionsTab control={control} disabled={readOnly} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{readOnly ? t('common.close') : t('common.cancel')}</Button>
          {!readOnly && (
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              {t('usersRoles.save')}
            </Button>
          )}
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}

/** Reports are not defined yet: the tab keeps the role's own report ids and says so. */
function ReportsTab({ granted }: { granted: readonly number[] }) {
  const t = useTexts();
  return (
    <>
      <Typography sx={{ mt: 1 }}>{t('adminRoles.noReports')}</Typography>
      {granted.length > 0 && (
        <Typography color="textSecondary">
          {t('adminRoles.grantedReports', { ids: granted.join(', ') })}
        </Typography>
      )}
    </>
  );
}

function PermissionsTab({
  control,
  disabled,
}: {
  control: Control<RoleForm, unknown, RoleFormValues>;
  disabled: boolean;
}) {
  const t = useTexts();
  const permissions = useAllPermissions();
  const { field } = useController({ control, name: 'grantedPermissionNames' });
  if (permissions.isError)
    return (
      <Alert severity="error">{errorMessage(permissions.error, t('adminRoles.permissionsFailed'))}</Alert>
    );
  if (!permissions.data) return <LinearProgress aria-label={t('common.loading')} />;
  return (
    <PermissionTree
      permissions={permissions.data.items}
      granted={field.value ?? []}
      onChange={field.onChange}
      disabled={disabled}
    />
  );
}
