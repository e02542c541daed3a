/** A BID's places (ADR 053): the group's default for a new BID, and the range either may take. */
export const DEFAULT_SLOTS = 24
export const MIN_SLOTS = 6
export const MAX_SLOTS = 60
export const DEFAULT_TEAM_SIZE = 5
export const MIN_TEAM_SIZE = 3
export const MAX_TEAM_SIZE = 10
export const MIN_SKILL = 1
export const MAX_SKILL = 10
export const DEFAULT_SKILL = 5
export const SPECIAL_SPORADIC_MIN_SKILL_EXCLUSIVE = 8
export const PASSWORD_MIN_LENGTH = 6
export const PHONE_MAX_LENGTH = 15
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024
export const HISTORY_PAGE_SIZE = 10
export const ATTENDANCE_HIGHLIGHT_PERCENT = 80
export const PREVENTIVE_REFRESH_SECONDS = 300
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo'
