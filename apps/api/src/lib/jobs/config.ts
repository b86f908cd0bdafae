/** Background jobs (pg-boss on the app's database); a job type may override the retry policy. */
export interface JobsConfig {
  /** How often an idle worker looks for new jobs, in seconds. */
  pollSeconds: number;
  /** The longest one run of a job may take; a job still running after that (its process died) is run again. */
  timeoutSeconds: number;
  /** Runs after the first that a failing job gets. */
  retryLimit: number;
  /** Seconds before the first retry; each later retry waits about twice as long as the one before. */
  retryDelaySeconds: number;
  /** On shutdown (SIGTERM), how long running jobs may take to finish before they are handed back. */
  shutdownSeconds: number;
}
