/**
 * How a production day is named for people, everywhere (app, e-mail, calendar): 'Maple Street:
 * Diner scene', or the production alone when the day has no title of its own (a wizard day is
 * titled with its production, and 'Probe Diner: Probe Diner' says nothing twice).
 */
export function productionDayName(day: { production: string; title: string }, separator = ': '): string {
  const title = day.title.trim();
  if (!title || title === day.production.trim()) return day.production;
  return `${day.production}${separator}${title}`;
}
