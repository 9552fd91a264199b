/**
 * A pure function's answers for the inputs seen lately (at most `max`, all forgotten when full):
 * the same input always gives the same answer, so nothing kept can go stale, and a server that does
 * not share it with others only computes a little more.
 */
export function boundedMemo<A, R>(compute: (input: A) => R, max = 4_096): (input: A) => R {
  const kept = new Map<A, R>();
  return (input) => {
    let answer = kept.get(input);
    if (answer === undefined) {
      if (kept.size >= max) kept.clear();
      answer = compute(input);
      kept.set(input, answer);
    }
    return answer;
  };
}
