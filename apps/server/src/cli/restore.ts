import { restoreCommand, runBackupCli } from './backup-commands.ts';

await runBackupCli(restoreCommand);
