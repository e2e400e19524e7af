import * as migration_20261122_014001_initial from './20261122_014001_initial';
import * as migration_20261123_035848_shell from './20261123_035848_shell';

export const migrations = [
  {
    up: migration_20261122_014001_initial.up,
    down: migration_20261122_014001_initial.down,
    name: '20261122_014001_initial',
  },
  {
    up: migration_20261123_035848_shell.up,
    down: migration_20261123_035848_shell.down,
    name: '20261123_035848_shell'
  },
];
