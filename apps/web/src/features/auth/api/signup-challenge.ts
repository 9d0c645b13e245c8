import type { AltchaChallenge, SignupChallengeResponse } from '@tubesphere/shared/contract/signup-challenge';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

function solveInWorker(challenge: AltchaChallenge): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('../utils/altcha-worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<string | null>) => {
      worker.terminate();
      resolve(event.data);
    });
    worker.addEventListener('error', (event) => {
      worker.terminate();
      reject(event);
    });
    worker.postMessage(challenge);
  });
}

/** Without workers (or if one fails to start), the page solves it itself. */
async function solveHere(challenge: AltchaChallenge): Promise<string | null> {
  const { solveChallenge } = await import('altcha-lib/v1');
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  return solution ? btoa(JSON.stringify({ ...challenge, number: solution.number })) : null;
}

/**
 * 자동 가입 방지: asks the server whether this sign-up needs the proof-of-work and, if so, solves
 * it in this browser (ALTCHA's format; no third-party service). Undefined: nothing to send.
 */
export async function solveSignupChallenge(): Promise<string | undefined> {
  const answer = await apiRequest<SignupChallengeResponse>('/api/auth/signup-challenge', {
    fallbackError: ko.auth.challengeFailed,
  });
  if (!answer.required || !answer.challenge) return undefined;
  const challenge = answer.challenge;
  const solved =
    typeof Worker === 'undefined'
      ? await solveHere(challenge)
      : await solveInWorker(challenge).catch(() => solveHere(challenge));
  if (!solved) throw new Error(ko.auth.challengeFailed);
  return solved;
}
