/** The message of a failed loyalty reward claim (diner §8). */
import { loyaltyMessages } from './messages.ts';

/** The spec's marker of a reward already claimed, looked for in the failure's response text. */
export const REWARD_ALREADY_CLAIMED_MARKER = 'already exists';

function responseText(response: unknown): string {
  if (typeof response === 'string') return response;
  try {
    return JSON.stringify(response) ?? '';
  } catch {
    return '';
  }
}

export function loyaltyClaimFailureMessage(response: unknown): string {
  // Case-insensitive: servers differ in capitalising their messages.
  return responseText(response).toLowerCase().includes(REWARD_ALREADY_CLAIMED_MARKER)
    ? loyaltyMessages.rewardAlreadyClaimed
    : loyaltyMessages.rewardClaimFailed;
}
