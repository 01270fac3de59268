import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { CompanySettingsDto } from '@wizytownik/contracts';
import type { TextKey } from '@wizytownik/domain';
import { useAccess } from '../../../api/platform.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { StatusMessage } from '../../../ui/StatusMessage.tsx';
import { useFormSubmit } from '../../../ui/useFormSubmit.ts';
import { CalendarTab, DataAdminTab, GeneralTab, InspectorTab, PayUTab, SmsTab } from './FormTabs.tsx';
import { GroupsTab } from './GroupsTab.tsx';
import { useCompanySettings } from '../../../api/company-settings.ts';
import { useUpdateCompanySettings } from './hooks.ts';
import { OutpostsTab } from './OutpostsTab.tsx';
import {
  FORM_FIELDS,
  settingsSchema,
  tabOfField,
  toForm,
  type FormTab,
  type SettingsForm,
  type SettingsValues,
} from './settings-form.ts';
import { TemplatesTab } from './TemplatesTab.tsx';
import { UnitsTab } from './UnitsTab.tsx';

type ListTabKey = 'units' | 'templates' | 'outposts' | 'groups';
type TabKey = FormTab | ListTabKey;

interface TabDef {
  readonly key: TabKey;
  readonly label: TextKey;
  readonly visible: boolean;
  readonly render: () => ReactNode;
}

function SettingsEditor({ settings }: { readonly settings: CompanySettingsDto }) {
  const t = useTexts();
  const { notify } = useFeedback();
  const { isGranted, features } = useAccess();
  const update = useUpdateCompanySettings();
  const [tab, setTab] = useState<TabKey>('general');
  const [logoError, setLogoError] = useState<string | null>(null);
  const form = useForm<SettingsForm, unknown, SettingsValues>({
    resolver: zodResolver(settingsSchema),
    defaultValues: toForm(settings),
  });
  const { control, formState, reset } = form;
  const submit = useFormSubmit(
    form,
    FORM_FIELDS,
    async (values) => {
      const saved = await update.mutateAsync(values);
      reset(toForm(saved));
      notify(t('companySettings.saved'));
    },
    t('companySettings.saveFailed'),
  );
  const systemAdmin = isGranted('Wizytownik_SystemAdmin');
  const tabs: TabDef[] = [
    {
      key: 'general',
      label: 'companySettings.tab.general',
      visible: true,
      render: () => (
        <GeneralTab
          control={control}
          logo={{ error: logoError, onError: setLogoError }}
          znanyLekarzEnabled={settings.znanyLekarzEnabled}
        />
      ),
    },
    {
      key: 'dataAdmin',
      label: 'companySettings.tab.dataAdmin',
      visible: true,
      render: () => <DataAdminTab control={control} />,
    },
    {
      key: 'inspector',
      label: 'companySettings.tab.inspector',
      visible: true,
      render: () => <InspectorTab control={control} />,
    },
    {
      key: 'sms',
      label: 'companySettings.tab.sms',
      visible: true,
      render: () => <SmsTab control={control} />,
    },
    {
      key: 'units',
      label: 'companySettings.tab.units',
      visible: features?.has('IntegracjaP1') ?? false,
      render: () => <UnitsTab />,
    },
    {
      key: 'templates',
      label: 'companySettings.tab.templates',
      visible: true,
      render: () => <TemplatesTab />,
    },
    {
      key: 'outposts',
      label: 'companySettings.tab.outposts',
      visible: systemAdmin,
      render: () => <OutpostsTab />,
    },
    {
      key: 'calendar',
      label: 'companySettings.tab.calendar',
      visible: systemAdmin,
      render: () => <CalendarTab control={control} />,
    },
    {
      key: 'payU',
      label: 'companySettings.tab.payU',
      visible: features?.has('PayU') ?? false,
      render: () => (
        <PayUTab
          control={control}
          secretsSet={{ payUClientSecret: settings.payUClientSecretSet, payUMD5Key: settings.payUMD5KeySet }}
        />
      ),
    },
    { key: 'groups', label: 'companySettings.tab.groups', visible: true, render: () => <GroupsTab /> },
  ];
  const visible = tabs.filter((d) => d.visible);
  const current = visible.find((d) => d.key === tab) ?? visible[0]!;
  const invalidTabs = new Set(Object.keys(formState.errors).map(tabOfField));
  const isFormTab = !['units', 'templates', 'outposts', 'groups'].includes(current.key);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('route./admin/settings')}
      </Typography>
      <Tabs
        value={current.key}
        onChange={(_e, key: TabKey) => setTab(key)}
        variant="scrollable"
        scrollButtons="auto"
      >
        {visible.map((d) => (
          <Tab
            key={d.key}
            value={d.key}
            label={t(d.label)}
            sx={invalidTabs.has(d.key as FormTab) ? { color: 'error.main' } : undefined}
          />
        ))}
      </Tabs>
      {/* The list tabs stay outside the form: their dialogs' submits would bubble into it through the portal. */}
      {isFormTab ? (
        <form onSubmit={submit} noValidate>
          <Stack sx={{ pt: 2 }}>
            {current.render()}
            <Stack direction="row" spacing={2} sx={{ mt: 3, alignItems: 'center' }}>
              <Button
                type="submit"
                variant="contained"
                loading={formState.isSubmitting}
                disabled={logoError !== null}
              >
                {t('companySettings.save')}
              </Button>
              {logoError !== null && <Typography color="error">{t('companySettings.logoError')}</Typography>}
              {invalidTabs.size > 0 && (
                <Typography color="error">{t('companySettings.invalidHint')}</Typography>
              )}
            </Stack>
          </Stack>
        </form>
      ) : (
        <Box sx={{ pt: 2 }}>{current.render()}</Box>
      )}
    </Paper>
  );
}

/** /admin/settings 'Ustawienia firmy': the settings form's tabs with one 'Zapisz', and the list tabs. */
export default function CompanySettingsPage() {
  const t = useTexts();
  const settings = useCompanySettings();
  if (settings.isPending) return <PageLoader />;
  if (settings.isError) return <StatusMessage tone="error" title={t('companySettings.loadFailed')} />;
  return <SettingsEditor settings={settings.data} />;
}
