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
