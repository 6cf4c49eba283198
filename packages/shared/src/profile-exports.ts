/** Everything the performer-profile feature shares between web and functions (one line in index.ts). */
export * from './schemas/profile';
export * from './profile-constants';
export * from './profile-fields';
export * from './schemas/profile-test';
export * from './schemas/profile-support';
export * from './profile-rules';
export * from './profile-display';
