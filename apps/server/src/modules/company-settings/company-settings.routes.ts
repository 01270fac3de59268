import type { FastifyInstance } from 'fastify';
import { companySettingsEndpoints as e } from '@wizytownik/contracts';
import { requireAuth } from '../../platform/auth/request-context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { route } from '../../platform/http/route.ts';
import type { Keys } from '../../platform/security/keys.ts';
import { getAgreeTemplate, getAgreeTemplates } from './agreement-templates.service.ts';
import { getCompanySettings, updateCompanySettings } from './company-settings.service.ts';
import {
  getAdditionalOutposts,
  getOutpostsForDropdown,
  insertAdditionalOutpost,
  updateAdditionalOutpost,
} from './outposts.service.ts';
import { templateUploadRoute } from './template-upload.ts';
import {
  addTherapistGroup,
  deleteTherapistGroup,
  getTherapistGroups,
  updateTherapistGroup,
} from './therapist-groups.service.ts';
import { addOrganizationalUnit, getOrganizationalUnits, updateOrganizationalUnit } from './units.service.ts';

export interface CompanySettingsDeps {
  readonly db: DbOrTx;
  readonly keys: Keys;
  readonly files: FileStore;
}

const SETTINGS = { access: 'Wizytownik_Ustawienia_Firmy' } as const;
const UNITS = { ...SETTINGS, feature: 'IntegracjaP1' } as const;
/** Read by other screens' pickers (therapist editor, calendar, rooms). */
const ANY_USER = { access: 'authenticated' } as const;
/** The logo travels base64 inside the JSON body: room for 1 MB of image and a little over. */
const SETTINGS_BODY_LIMIT = 2 * 1024 * 1024;

export function companySettingsRoutes(app: FastifyInstance, deps: CompanySettingsDeps): void {
  const { db } = deps;
  const tenant = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).tenantId;
  app.addHook('onRoute', (r) => {
    if (r.url === e.updateCompanySettings.path) r.bodyLimit = SETTINGS_BODY_LIMIT;
  });

  route(app, e.getCompanySettings, ANY_USER, (_i, r) => getCompanySettings(db, tenant(r)));
  route(app, e.updateCompanySettings, SETTINGS, (input, r) =>
    updateCompanySettings(deps, requireAuth(r), input),
  );

  route(app, e.getOrganizationalUnits, { ...ANY_USER, feature: 'IntegracjaP1' }, (_i, r) =>
    getOrganizationalUnits(db, tenant(r)),
  );
  route(app, e.addOrganizationalUnit, UNITS, (input, r) => addOrganizationalUnit(db, tenant(r), input));
  route(app, e.updateOrganizationalUnit, UNITS, (input, r) => updateOrganizationalUnit(db, tenant(r), input));

  route(app, e.getAdditionalOutposts, SETTINGS, (_i, r) => getAdditionalOutposts(db, tenant(r)));
  route(app, e.insertAdditionalOutpost, SETTINGS, (input, r) =>
    insertAdditionalOutpost(db, requireAuth(r), input),
  );
  route(app, e.updateAdditionalOutpost, SETTINGS, (input, r) =>
    updateAdditionalOutpost(db, requireAuth(r), input),
  );
  route(app, e.getAdditionalOutpostsForDropdown, ANY_USER, (_i, r) =>
    getOutpostsForDropdown(db, requireAuth(r)),
  );

  route(app, e.getAgreeTemplates, SETTINGS, (_i, r) => getAgreeTemplates(db, tenant(r)));
  route(app, e.getAgreeTemplate, SETTINGS, (input, r) => getAgreeTemplate(deps, tenant(r), input.type));
  templateUploadRoute(app, deps, SETTINGS);

  route(app, e.getTherapistGroups, ANY_USER, (_i, r) => getTherapistGroups(db, tenant(r)));
  route(app, e.addTherapistGroup, SETTINGS, (input, r) => addTherapistGroup(db, tenant(r), input));
  route(app, e.updateTherapistGroup, SETTINGS, (input, r) => updateTherapistGroup(db, tenant(r), input));
  route(app, e.deleteTherapistGroup, SETTINGS, (input, r) => deleteTherapistGroup(db, tenant(r), input.id));
}
