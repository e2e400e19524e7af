import * as migration_20261122_014007_initial from './20261122_014007_initial';

export const migrations = [
  {
    up: migration_20261122_014007_initial.up,
    down: migration_20261122_014007_initial.down,
    name: '20261122_014007_initial'
  },
];
