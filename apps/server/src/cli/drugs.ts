import { runDrugsCommand } from './drugs-command.ts';
import { runOperatorCommand } from './run-command.ts';

await runOperatorCommand(runDrugsCommand);
