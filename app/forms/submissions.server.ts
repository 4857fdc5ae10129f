// Route actions parse forms through this module. A .server module never reaches the browser, so an
// action's parsing does not drag Conform and zod into the page's first-visit script: a route module
// importing ~/forms/parse or a schema directly keeps them there even when only its action uses them
// (the compiler keeps the import for its side effects). The browser side loads them with the form
// component, on the first interaction (decision 006).
export { parseForm } from "./parse";
export { contactSchema } from "./contact";
export { forgotEmailSchema, loginSchema, newPasswordSchema, otpSchema } from "./login";
export { profileCorrectionSchema, siteEditProfileSchema } from "./profile";
export { preferencesSchema } from "./preferences";
export { reportSchema } from "./report";
export { messageSchema } from "./message-form";
export { acceptExistingGuardianSchema, acceptNewGuardianSchema, inviteGuardianSchema } from "./family";
export { storySchema } from "./story-form";
// The fields an action's refusal may name that the Edit Profile dialog shows as text (the field list stays
// out of the profile page's first-visit script).
export { FIXED_AFTER_SIGNUP } from "./profile-fields";
