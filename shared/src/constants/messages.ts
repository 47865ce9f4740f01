// Fixed texts of spec part 1 (§4, §5, §7, §8) that screens show; the error catalogue is in api/catalogue.

export const MESSAGES = {
  otpSent: 'OTP Sent Successfully.!!!',
  loggedIn: 'Login Successfully.!!!',
  tokenExpired: 'Token Expired',
  deviceUpdateFailed: 'Failed to update device: ',
  deviceUpdateUnknownError: 'Unknown error',
  deviceUpdateStarted: 'Device update initiated successfully',
  deviceHardReset:
    'The device hard reset has been initiated. Face synchronization will now restart from the beginning.',
  deviceReset: 'Reset successfully',
  workflowUploaded: 'Workflow uploaded..!!!',
  workflowUpdated: 'Workflow updated..!!!',
  workflowSaved: 'Workflow Saved',
  pathCopied: 'Path Copied',
  saveChangesFirst: 'Save Your Changes first',
  latestVersionRequired: 'Please enter the latest version',
  /** Spec part 2 §8, after a delete whose answer carries no message. */
  deleted: 'Deleted Successfully..!!',
  /** Spec part 2 §8: a saved public holiday (and field actions). */
  savedHoliday: 'Saved Successfully..!',
} as const;
