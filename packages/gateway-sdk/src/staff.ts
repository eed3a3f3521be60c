/**
 * The back office's calls under `/v1/s` (`gateway.call`-able values and their types), apart
 * from `./endpoints` and the main entry: partners and the booking sites never load them.
 */
export * from './wire/staff';
