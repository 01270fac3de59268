import { runIcdCommand } from './icd-command.ts';
import { runOperatorCommand } from './run-command.ts';

await runOperatorCommand(runIcdCommand);
