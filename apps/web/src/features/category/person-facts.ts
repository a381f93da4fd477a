/** Whole years from `birthday` to `day` (both `YYYY-MM-DD`): an age, or the age at death. */
export function ageOn(birthday: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthday.slice(0, 4));
  return day.slice(5) < birthday.slice(5) ? years - 1 : years;
}
