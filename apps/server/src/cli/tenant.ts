import { runOperatorCommand } from './run-command.ts';
import { runTenantCommand } from './tenant-command.ts';

await runOperatorCommand(runTenantCommand);
