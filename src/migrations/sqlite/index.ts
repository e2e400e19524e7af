import * as migration_20261122_014001_initial from './20261122_014001_initial';

export const migrations = [
  {
    up: migration_20261122_014001_initial.up,
    down: migration_20261122_014001_initial.down,
    name: '20261122_014001_initial'
  },
];
