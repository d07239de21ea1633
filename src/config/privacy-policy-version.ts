/** The version (date) of the privacy policy, stored with every request as the notice its sender read. */
export const PRIVACY_POLICY_VERSION = "2026-11-28";
export const PRIVACY_POLICY_UPDATED = "28 novembre 2026";
