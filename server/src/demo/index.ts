/** Demo district: one deterministic generator for the seed command, boot-time auto-seed and tests. */
export {
  DEFAULT_CLUBS, DEFAULT_MEMBERS, DEFAULT_SEED, DEMO_ADMIN_MOBILE, DEMO_MANAGER_MOBILE, DEMO_MEMBER_MOBILE, MAX_MEMBERS, MIN_CLUBS,
  MIN_MEMBERS, MIN_MEMBERS_PER_CLUB, DemoMembers, generateDistrict,
  type DemoDistrict, type DemoPicture, type GenerateOptions, type MemberRow, type ResolvedOptions,
} from './generate.js';
export { clearDatabase, insertDistrict, isDatabaseEmpty, seedDistrict, type SeedOptions, type SeedSummary, type SeedTable } from './seed.js';
export { defaultPictureCache, pictureKey, renderPicture, storePictures, type PictureSpec, type StorePicturesOptions } from './pictures.js';
