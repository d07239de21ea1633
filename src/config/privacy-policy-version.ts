/*
 * The version (date) of the privacy policy, stored with every request as the notice its sender
 * read. privacy-policy-history.json records the hash of the notice's text for each version:
 * src/app/form-manifests.test.tsx fails when the rendered text changes and the version does not.
 */
export const PRIVACY_POLICY_VERSION = "2026-11-29";
export const PRIVACY_POLICY_UPDATED = "29 novembre 2026";
