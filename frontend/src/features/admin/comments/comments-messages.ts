/** SPEC 8 'Admin users, comments, filings pages: failure': the title and message, word for word. */
export const FAILURE_TITLE = 'Something went wrong';
export const FAILURE_MESSAGE = 'An error occurred. Please try again later.';
