export type Greeting = 'Good Morning' | 'Good Afternoon' | 'Good Evening';

/** Spec: Good Morning from 5 to before 12, Good Afternoon from 12 to before 17, otherwise Good Evening. */
export function greetingForHour(hour: number): Greeting {
  if (hour >= 5 && hour < 12) return /*i18n*/ 'Good Morning';
  if (hour >= 12 && hour < 17) return /*i18n*/ 'Good Afternoon';
  return /*i18n*/ 'Good Evening';
}

/** Uses the phone's local clock, which is what the member experiences as "morning". */
export function greetingFor(date: Date = new Date()): Greeting {
  return greetingForHour(date.getHours());
}
