/** Asks the robot check of a form to run; the form is submitted again once it has passed. */
export const CAPTCHA_SOLVE_EVENT = 'captcha-solve'
