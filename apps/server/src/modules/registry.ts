import type { FastifyInstance } from 'fastify';
import type { Clock } from '../platform/clock.ts';
import type { Db } from '../platform/db/database.ts';
import type { FileStore } from '../platform/files/file-store.ts';
import type { Keys } from '../platform/security/keys.ts';
import type { SmsInbound } from '../integrations/sms/port.ts';
import type { ZnanyLekarzPort } from '../integrations/znany-lekarz/port.ts';
import type { P1Port } from '../integrations/p1/port.ts';
import type { PayUWiring } from './payu/payu.service.ts';
import type { SmsWiring } from './sms/sms.transport.ts';
import type { SessionCache } from './auth/session-cache.ts';
import { smsRoutes } from './sms/sms.routes.ts';
import { androidSmsRoutes } from './android-sms/android-sms.routes.ts';
import { attachmentsRoutes } from './attachments/attachments.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { companySettingsRoutes } from './company-settings/company-settings.routes.ts';
import { creditRoutes } from './credit/credit.routes.ts';
import { drugsRoutes } from './drugs/drugs.routes.ts';
import { prescriptionsRoutes } from './prescriptions/prescriptions.routes.ts';
import { descriptionsRoutes } from './descriptions/descriptions.routes.ts';
import { daysOffRoutes } from './days-off/days-off.routes.ts';
import { clientDiseasesRoutes } from './client-diseases/client-diseases.routes.ts';
import { icdRoutes } from './icd/icd.routes.ts';
import { medicalDocumentationRoutes } from './medical-documentation/medical-documentation.routes.ts';
import { patientsRoutes } from './patients/patients.routes.ts';
import { paymentsRoutes } from './payments/payments.routes.ts';
import { payuRoutes } from './payu/payu.routes.ts';
import { problemsRoutes } from './problems/problems.routes.ts';
import { reservesRoutes } from './reserves/reserves.routes.ts';
import { rolesRoutes } from './roles/roles.routes.ts';
import { roomsRoutes } from './rooms/rooms.routes.ts';
import { schedulingRoutes } from './scheduling/scheduling.routes.ts';
import { tenantsRoutes } from './tenants/tenants.routes.ts';
import { textsRoutes } from './texts/texts.routes.ts';
import { therapistExceptionsRoutes } from './therapist-exceptions/therapist-exceptions.routes.ts';
import { therapistsRoutes } from './therapists/therapists.routes.ts';
import { therapyPlansRoutes } from './therapy-plans/therapy-plans.routes.ts';
import { treatmentsRoutes } from './treatments/treatments.routes.ts';
import { p1VisitRoutes } from './p1/p1-visit.routes.ts';
import { p1BufferRoutes } from './p1/p1-buffer.routes.ts';
import { treatmentsCalendarRoutes } from './treatments/treatments-calendar.routes.ts';
import { orderedTreatmentsRoutes } from './treatments/ordered-treatments.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import { visitsRoutes } from './visits/visits.routes.ts';
import { visitCourseRoutes } from './visit-course/visit-course.routes.ts';
import { visitEventsRoutes } from './visits/visit-events.routes.ts';
import { vouchersRoutes } from './vouchers/vouchers.routes.ts';

/** What a module's routes may use. */
export interface ModuleDeps {
  readonly db: Db;
  readonly keys: Keys;
  readonly clock: Clock;
  /** The sessions the guard found valid; whoever ends a session or changes a user's access drops them. */
  readonly sessions: SessionCache;
  readonly files: FileStore;
  readonly znanyLekarz: ZnanyLekarzPort;
  /** The card-payment provider and where PayU reaches this server. */
  readonly payU: PayUWiring;
  /** The SMS gateways. */
  readonly sms: SmsWiring;
  /** The SMS module's side of the gateways: delivery reports and patients' replies. */
  readonly smsInbound: SmsInbound;
  /** P1, the national e-prescription platform (the simulator by default). */
  readonly p1: P1Port;
}

/** Every module's routes; a new module registers here with one line. */
export const MODULES: readonly ((app: FastifyInstance, deps: ModuleDeps) => void)[] = [
  (app, d) => tenantsRoutes(app, d.db),
  (app, d) => authRoutes(app, d),
  (app, d) => usersRoutes(app, d),
  (app, d) => rolesRoutes(app, d),
  (app, d) => textsRoutes(app, d.db),
  (app, d) => companySettingsRoutes(app, d),
  (app, d) => therapistsRoutes(app, d),
  (app, d) => therapistExceptionsRoutes(app, d.db),
  (app, d) => roomsRoutes(app, d.db),
  (app, d) => daysOffRoutes(app, d.db),
  (app, d) => therapyPlansRoutes(app, d),
  (app, d) => creditRoutes(app, d.db),
  (app, d) => problemsRoutes(app, d.db),
  (app, d) => patientsRoutes(app, d),
  (app, d) => icdRoutes(app, d.db),
  (app, d) => clientDiseasesRoutes(app, d),
  (app, d) => attachmentsRoutes(app, d),
  (app, d) => visitsRoutes(app, d),
  (app, d) => visitEventsRoutes(app, d),
  (app, d) => visitCourseRoutes(app, d),
  (app, d) => medicalDocumentationRoutes(app, d),
  (app, d) => paymentsRoutes(app, d),
  (app, d) => vouchersRoutes(app, d),
  (app, d) => reservesRoutes(app, d.db),
  (app, d) => payuRoutes(app, { ...d, ...d.payU }),
  (app, d) => schedulingRoutes(app, d),
  (app, d) => smsRoutes(app, { ...d, payU: { ...d.payU, keys: d.keys } }),
  (app, d) => androidSmsRoutes(app, d),
  (app, d) => descriptionsRoutes(app, d.db),
  (app, d) => treatmentsRoutes(app, d.db),
  (app, d) => p1VisitRoutes(app, d),
  (app, d) => p1BufferRoutes(app, d),
  (app, d) => drugsRoutes(app, d.db),
  (app, d) => treatmentsCalendarRoutes(app, d.db),
  (app, d) => orderedTreatmentsRoutes(app, d),
  (app, d) => prescriptionsRoutes(app, d),
];
