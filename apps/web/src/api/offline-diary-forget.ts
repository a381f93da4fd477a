/** Sign-out and account deletion: the account's queued diary changes leave the device (the storage code loads only for this). */
export const forgetDiaryQueue = (owner: string): Promise<void> =>
  import('./offline-diary-queue').then((queue) => queue.forgetQueue(owner)).catch(() => undefined);
