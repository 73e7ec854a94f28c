import { authRoutes, RENEW_ACCESS_EVERY_MS } from '@comanda/contract/auth';
import type { Credentials, SignInBody, UserSummary } from '@comanda/contract/auth';
import { deviceRoutes } from '@comanda/contract/devices';
import type { Role } from '@comanda/contract/roles';
import type { ApiClient } from '../api/api-client';
import { ApiError, isApiError } from '../api/api-error';
import type { AuthTokens } from './auth-tokens';

/** SPEC.md section 4 "Authentication state". */
export type AuthState =
  | { status: 'loading' }
  | { status: 'closed' }
  | { status: 'session' }
  | { status: 'access'; powerId: string; role: Role; credentials: Credentials };

export interface AuthMachine {
  getState(): AuthState;
  /** `useSyncExternalStore` shape: the listener is called after every state change. */
  subscribe(listener: () => void): () => void;
  /** Registers the device if needed and settles the stored session; safe to call more than once. */
  start(): Promise<void>;
  /** Throws the ApiError of a refused sign-in. */
  signIn(body: SignInBody): Promise<void>;
  /** A session token answered by another call (an accepted invitation, the first setup): signed in. */
  acceptSession(token: string): void;
  /** The signed-in user as changed on 'Mi cuenta': the header shows the new name. */
  userChanged(user: UserSummary): void;
  /** Requests access for a power and loads the credentials; throws when that fails. */
  choosePower(powerId: string): Promise<void>;
  clearPower(): void;
  /**
   * Called when the store refuses the chosen power (403: deactivated, removed) while it is in use,
   * just before the state leaves the store, so the screen can say why.
   */
  onAccessLost(listener: (powerId: string) => void): () => void;
  /** Always ends closed, even when the server cannot be told. */
  signOut(): Promise<void>;
  /** For the API client after a 401. */
  canReaccess(): boolean;
  reaccess(): Promise<boolean>;
  /** Stops the renewal timer. */
  dispose(): void;
}

export interface AuthMachineDeps {
  tokens: AuthTokens;
  api: ApiClient;
  newId: () => string;
  renewEveryMs?: number;
}

type AccessOutcome = { ok: true } | { ok: false; error: unknown };

export function createAuthMachine({
  tokens,
  api,
  newId,
  renewEveryMs = RENEW_ACCESS_EVERY_MS,
}: AuthMachineDeps): AuthMachine {
  let state: AuthState = { status: 'loading' };
  const listeners = new Set<() => void>();
  const accessLostListeners = new Set<(powerId: string) => void>();
  let renewTimer: ReturnType<typeof setInterval> | undefined;
  let pendingAccess: { powerId: string; outcome: Promise<AccessOutcome> } | undefined;
  let started: Promise<void> | undefined;
  // Bumped by every user action, so an answer that arrives after it cannot overwrite its state.
  let generation = 0;

  function setState(next: AuthState) {
    state = next;
    for (const listener of listeners) listener();
  }

  function stopRenewal() {
    if (renewTimer !== undefined) clearInterval(renewTimer);
    renewTimer = undefined;
  }

  function settleWithoutPower() {
    stopRenewal();
    setState(tokens.session() ? { status: 'session' } : { status: 'closed' });
  }

  /** An access request failed: the chosen power is cleared; a refused session ends the session too. */
  function dropPower(error: unknown) {
    if (isApiError(error) && error.status === 403 && state.status === 'access') {
      const lost = state.powerId;
      for (const listener of accessLostListeners) listener(lost);
    }
    tokens.clearPower();
    if (isApiError(error) && error.status === 401) tokens.clearSession();
    settleWithoutPower();
  }

  async function ensureDevice() {
    if (tokens.deviceId()) return;
    const deviceId = newId();
    try {
      await api.call(deviceRoutes.register, { params: { deviceId } }, { retryUnauthorized: false });
      tokens.setDeviceId(deviceId);
    } catch {
      // Not saved: the next start or sign-in registers a new id; calls go without Device-Id meanwhile.
    }
  }

  /** One access request per power at a time: renewal and 401 retries share it. */
  function requestAccess(): Promise<AccessOutcome> {
    const powerId = tokens.powerId();
    if (!powerId || !tokens.session()) {
      return Promise.resolve({ ok: false, error: new ApiError({ status: 0, code: 'UNAUTHORIZED' }) });
    }
    if (pendingAccess?.powerId === powerId) return pendingAccess.outcome;
    const outcome = (async (): Promise<AccessOutcome> => {
      try {
        const answer = await api.call(
          authRoutes.access,
          { body: { power_id: powerId } },
          { bearer: 'session', retryUnauthorized: false },
        );
        if (tokens.powerId() !== powerId) {
          return { ok: false, error: new ApiError({ status: 0, code: 'UNAUTHORIZED' }) };
        }
        tokens.setAccess(answer.token);
        return { ok: true };
      } catch (error) {
        if (tokens.powerId() === powerId) dropPower(error);
        return { ok: false, error };
      } finally {
        if (pendingAccess?.powerId === powerId) pendingAccess = undefined;
      }
    })();
    pendingAccess = { powerId, outcome };
    return outcome;
  }

  function enterAccess(powerId: string, credentials: Credentials) {
    setState({
      status: 'access',
      powerId,
      role: credentials.access?.role ?? 'initial',
      credentials,
    });
    stopRenewal();
    renewTimer = setInterval(() => void requestAccess(), renewEveryMs);
  }

  /**
   * Settles the stored tokens into a state. Answers the error that kept it from the access state
   * (undefined when it got there, or when a newer action took over).
   */
  async function settle(): Promise<unknown> {
    const current = generation;
    const stale = () => current !== generation;
    if (!tokens.session()) {
      tokens.clearSession();
      settleWithoutPower();
      return undefined;
    }
    const powerId = tokens.powerId();
    if (!powerId) {
      tokens.clearAccess();
      settleWithoutPower();
      return undefined;
    }
    // A failed credentials load clears the access token; the power then asks for a new one, once.
    let lastError: unknown;
    for (let round = 0; round < 2; round += 1) {
      if (!tokens.access()) {
        const access = await requestAccess();
        if (!access.ok) return stale() ? undefined : access.error;
      }
      if (stale()) return undefined;
      try {
        const credentials = await api.call(authRoutes.credentials);
        if (stale()) return undefined;
        enterAccess(powerId, credentials);
        return undefined;
      } catch (error) {
        if (stale()) return undefined;
        // A failed re-access during the call already cleared the power and settled the state.
        if (tokens.powerId() !== powerId) return error;
        tokens.clearAccess();
        lastError = error;
      }
    }
    dropPower(lastError);
    return lastError;
  }

  /** A new session replaces whatever was stored: no store is chosen yet. */
  function startSession(token: string) {
    generation += 1;
    stopRenewal();
    tokens.clearSession();
    tokens.setSession(token);
    setState({ status: 'session' });
  }

  return {
    getState: () => state,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    start() {
      started ??= (async () => {
        await ensureDevice();
        await settle();
      })();
      return started;
    },

    async signIn(body) {
      await ensureDevice();
      const answer = await api.call(authRoutes.signIn, { body }, { retryUnauthorized: false });
      startSession(answer.token);
    },
    acceptSession: startSession,
    userChanged(user) {
      if (state.status !== 'access') return;
      setState({ ...state, credentials: { ...state.credentials, user } });
    },

    async choosePower(powerId) {
      generation += 1;
      stopRenewal();
      tokens.clearPower();
      tokens.setPowerId(powerId);
      const error = await settle();
      if (error !== undefined) throw error;
    },

    onAccessLost(listener) {
      accessLostListeners.add(listener);
      return () => accessLostListeners.delete(listener);
    },

    clearPower() {
      generation += 1;
      tokens.clearPower();
      settleWithoutPower();
    },

    async signOut() {
      generation += 1;
      stopRenewal();
      try {
        await api.call(authRoutes.signOut, undefined, { retryUnauthorized: false });
      } catch {
        // The device forgets the session anyway (SPEC.md section 4).
      } finally {
        generation += 1;
        tokens.clearSession();
        setState({ status: 'closed' });
      }
    },

    canReaccess: () => Boolean(tokens.powerId() && tokens.deviceId() && tokens.session()),

    async reaccess() {
      if (!tokens.powerId() || !tokens.deviceId() || !tokens.session()) return false;
      const outcome = await requestAccess();
      return outcome.ok;
    },

    dispose: stopRenewal,
  };
}
