/**
 * Just enough of an AudioContext for the alarm: it records the oscillators scheduled on it and
 * starts 'suspended' (as browsers do before a gesture) until `resume()`.
 */
export class FakeAudioContext extends EventTarget {
  state: AudioContextState = 'suspended';
  currentTime = 0;
  destination = {} as AudioDestinationNode;
  oscillators: FakeOscillator[] = [];

  resume(): Promise<void> {
    this.setState('running');
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.setState('closed');
    return Promise.resolve();
  }

  setState(state: AudioContextState) {
    if (this.state === state) return;
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }

  createOscillator(): OscillatorNode {
    const oscillator = new FakeOscillator();
    this.oscillators.push(oscillator);
    return oscillator as unknown as OscillatorNode;
  }

  createGain(): GainNode {
    return { gain: fakeParam(), connect: () => undefined, disconnect: () => undefined } as unknown as GainNode;
  }

  /** Oscillators started and not stopped early. */
  sounding(): FakeOscillator[] {
    return this.oscillators.filter((oscillator) => !oscillator.stoppedEarly);
  }
}

function fakeParam() {
  return {
    setValueAtTime: () => undefined,
    linearRampToValueAtTime: () => undefined,
  };
}

export class FakeOscillator extends EventTarget {
  type = 'sine';
  frequency = fakeParam();
  startAt: number | undefined;
  stopAt: number | undefined;
  stoppedEarly = false;
  connect() {
    return undefined;
  }
  start(when: number) {
    this.startAt = when;
  }
  stop(when?: number) {
    if (when === undefined) this.stoppedEarly = true;
    else this.stopAt = when;
  }
}
