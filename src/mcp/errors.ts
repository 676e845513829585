/** A tool input the caller has to fix: its message says what was wrong and what is valid. */
export class ToolInputError extends Error {}
