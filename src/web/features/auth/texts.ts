/** Spec sections 2 and 8, word for word. */
export const authTexts = {
  normalTitle: 'Admin Access Required',
  normalNote: 'Admin access is restricted',
  invitationTitle: 'Complete Your Invitation',
  invitationSubmit: 'Accept Invitation & Create Account',
  dialogTitle: 'Authentication Required',
  signInFailed: 'Sign In Failed',
  welcomeTitle: 'Welcome back!',
  welcomeBody: 'You have successfully signed in.',
  signUpFailed: 'Sign Up Failed',
  accountCreatedTitle: 'Account Created!',
  accountCreatedBody: 'Please check your email to verify your account.',
  invitationAccepted: 'Account created and invitation accepted successfully!',
  invitationPartialFailure:
    'Account created successfully, but there was an issue with the invitation. Please contact support.',
  unexpectedTitle: 'Error',
  unexpectedBody: 'An unexpected error occurred',
  guardLoadingTitle: 'Authenticating...',
  guardLoadingBody: 'Checking admin privileges',
  accessDeniedTitle: 'Access Denied',
  accessDeniedBody: 'This application requires administrator privileges.',
} as const;

/** /accept-invitation for an account that already exists (our wording: the spec's is for sign-up). */
export const existingAccountInvitationTexts = {
  accept: 'Accept Invitation',
  accepting: 'Accepting...',
  accepted: 'Invitation accepted.',
  joined: (project: string, role: string) => `You joined the ${project} team as ${role}.`,
  alreadyOnTeam: (project: string, role: string) => `You were already on the ${project} team as ${role}.`,
  roleChanged: (project: string, role: string, previous: string) =>
    `You were already on the ${project} team: your role is now ${role} (it was ${previous}).`,
  stillOwner: (project: string) =>
    `You own ${project}, and stay its owner: an invitation never changes that.`,
  signInNote: 'An account already exists for this e-mail address. Sign in to accept the invitation.',
  signIn: 'Sign In to Accept',
  accountExists: (email: string) =>
    `This invitation is for ${email}, which already has an account: it does not create another.`,
  otherAccountNext: 'not for this account: sign out to continue with it.',
  otherAccountAction: 'Sign Out and Continue',
  failed: 'The invitation could not be accepted',
} as const;

/** The "Forgot password?" screens (our own wording: the spec has no password reset). */
export const passwordResetTexts = {
  forgotLink: 'Forgot password?',
  forgotTitle: 'Reset Your Password',
  forgotNote:
    'Enter the e-mail address of your account and we will send you a link to choose a new password.',
  forgotSubmit: 'Send Reset Link',
  forgotSending: 'Sending...',
  sentTitle: 'Check Your Inbox',
  sent: (email: string) =>
    `If an account exists for ${email}, we have sent it a link to choose a new password. The link works once, for 60 minutes. Check your spam folder if it does not arrive.`,
  backToSignIn: 'Back to Sign In',
  resetTitle: 'Choose a New Password',
  resetNote: 'Setting a new password signs you out on every device.',
  resetSubmit: 'Set New Password',
  resetSaving: 'Saving...',
  newPasswordHint: 'At least 6 characters.',
  linkProblemTitle: 'Link Not Valid',
  askNewLink: 'Ask for a New Link',
  createAccount: 'Create an Account',
  done: 'Your password has been changed and you were signed out everywhere. Sign in with your new password.',
  failed: 'Password Reset Failed',
} as const;
