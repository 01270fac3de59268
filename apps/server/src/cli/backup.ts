import { backupCommand, runBackupCli } from './backup-commands.ts';

await runBackupCli(backupCommand);
