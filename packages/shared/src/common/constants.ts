/** Business constants of docs/spec §9, shared by site and server. */
export const API_BASE = '/prod-api';
export const TOKEN_COOKIE = 'Web-XJMSG-Token';
export const REQUEST_TIMEOUT_MS = 30_000;
export const DUPLICATE_SUBMIT_WINDOW_MS = 1000;
export const TOAST_DURATION_S = 5;
export const SMS_RESEND_SECONDS = 60;
export const WECHAT_POLL_INTERVAL_MS = 2000;
export const INTRO_MAX_LENGTH = 200;
/**
 * Longest real name (visitors of a booking, real-name verification), in characters: room for a passport's whole
 * Latin name (ICAO 9303 gives the machine-readable line 39 letters; the printed name can be longer).
 */
export const REAL_NAME_MAX_LENGTH = 60;
/** Longest contact person of an application, a donation report or an order. */
export const CONTACT_MAX_LENGTH = 30;
export const AGE_MIN = 1;
export const AGE_MAX = 100;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;
export const LOGIN_DIALOG_WIDTH = 420;
export const FLOORS = ['-1F', '1F', '2F', '3F'] as const;
export type Floor = (typeof FLOORS)[number];
export const RANDOM_COVER_COUNT = 10;
export const DEFAULT_IMAGE_SIZE = '300_300';
export const TERMS_EFFECTIVE_DAYS = 7;

/**
 * The largest PostgreSQL `integer`: ids, page numbers, years and counts above it are refused with a message
 * before they reach the database, which would fail on them.
 */
export const INT_MAX = 2_147_483_647;

export const DEFAULT_PAGE_NUM = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export const UPLOAD_DEFAULT_MAX_MB = 10;
export const UPLOAD_DOCUMENT_MAX_MB = 100;
export const UPLOAD_DEFAULT_LIMIT = 1;
export const DOCUMENT_TYPES = ['docx', 'xlsx', 'pdf'] as const;
export const PREVIEW_TYPES = ['mp4', 'mov', 'jpg', 'jpeg', 'png'] as const;

/** Entry reservation: at most this many visitors in one booking. */
export const ENTRY_MAX_VISITORS = 5;
/** A booking needs a visitor of at least this age (docs/PRODUCT.md "Each visitor's ID")... */
export const ENTRY_ADULT_AGE = 18;
/** ...and each adult brings at most this many children under ENTRY_CHILD_AGE. */
export const ENTRY_CHILDREN_PER_ADULT = 3;
export const ENTRY_CHILD_AGE = 14;

/**
 * With BENCH_ROUTES on, a request carrying this header with a new value each time is a new question to the shared
 * answers: `npm run bench` measures computed answers with it.
 */
export const BENCH_FRESH_HEADER = 'x-bench-fresh';

/** The longest keyword a list or search takes. */
export const KEYWORD_MAX_LENGTH = 50;
