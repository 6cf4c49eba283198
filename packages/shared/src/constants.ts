/** Business constants and limits of the spec (section 9 of both documents). */
export const PRODUCT_SHORT_NAME = 'SceneCall';

export const DESKTOP_MIN_WIDTH_PX = 1024;
export const CAROUSEL_INTERVAL_MS = 7500;
export const VERIFICATION_REDIRECT_MS = 4000;
export const MODAL_CLOSE_DELAY_MS = 300;
export const SEARCH_DEBOUNCE_MS = 300;
export const CROP_WHEEL_DEBOUNCE_MS = 250;
export const CROP_ASPECT = 3 / 4;
export const CROP_MIN_ZOOM = 1;
export const CROP_MAX_ZOOM = 3;

export const ADULT_AGE = 18;
/** The youngest performer the agency registers (no age floor in the spec or guides: the agency's choice, docs/decisions). */
export const MIN_PERFORMER_AGE = 4;
export const TEST_QUESTION_COUNT = 20;
export const TEST_PASS_MARK = 16;
export const USER_LIST_PAGE_SIZE = 10;
export const MEGA_MENU_COLUMN_SIZE = 4;
export const GUIDE_PROGRESS_THRESHOLD_PX = 140;

export const HST_RATE_PERCENT = 13;
export const PENALTY_CENTS = 2500;
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;
/** A voucher's notes (the set screen's voucher form counts down to it without loading zod). */
export const VOUCHER_NOTES_MAX = 2_000;
