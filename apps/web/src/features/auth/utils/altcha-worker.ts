import type { AltchaChallenge } from '@tubesphere/shared/contract/signup-challenge';
import { solveChallenge } from 'altcha-lib/v1';

/** Solves a sign-up challenge off the main thread, so the form stays responsive while it works. */
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<AltchaChallenge>) => void): void;
  postMessage(message: string | null): void;
};

scope.addEventListener('message', async (event) => {
  const challenge = event.data;
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  scope.postMessage(solution ? btoa(JSON.stringify({ ...challenge, number: solution.number })) : null);
});
