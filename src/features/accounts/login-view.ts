/** The login dialog's views; the host switches between them, the forms ask for a switch. */
export type LoginView = 'login' | 'forgot' | 'forgotDone' | 'notModerated' | 'success'
