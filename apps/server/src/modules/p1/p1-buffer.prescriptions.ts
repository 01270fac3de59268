import { AppError } from '../../platform/errors.ts';
import {
  getPackage,
  PACKAGE_STATUS,
  sendPackage,
  type PrescriptionDeps,
} from '../prescriptions/prescriptions.service.ts';
import { refused, SENT, transient, type PackageResend } from './p1-buffer.jobs.ts';
import type { P1BufferEntry } from './p1-buffer.service.ts';
import { appError } from '../../platform/errors.ts';

/**
 * A package the buffer holds is sent again through the prescriptions module, with the rights of the
 * system (the prescriber's send was allowed when it failed) in the name of who sent it, and the
 * certificate's remembered password (without one the send ends in the module's password error). A
 * package sent meanwhile from its dialog is done; a cancelled one is an error.
 */
export function resendPackageWith(deps: PrescriptionDeps): PackageResend {
  return async (entry: P1BufferEntry) => {
    const caller = {
      tenantId: entry.tenantId,
      userId: entry.createdBy ?? 0,
      permissions: new Set(['Wizytownik_SystemAdmin'] as const),
    };
    try {
      const pkg = await getPackage(deps, caller, entry.packageId!);
      if (pkg.status === PACKAGE_STATUS.wyslana) return SENT;
      if (pkg.status === PACKAGE_STATUS.anulowana)
        return refused([appError('p1Buffer.packageCancelled').message]);
      const messages = await sendPackage(deps, caller, { id: entry.packageId!, keepPassword: false });
      return messages.length ? refused(messages) : SENT;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return error.code === 'prescriptions.p1Unavailable'
        ? transient(error.message)
        : refused([error.message]);
    }
  };
}
