/** The avatar's letters: first and last name initials, or the e-mail's first letter. */
export function initialsOf(user: { first_name: string; last_name: string; email: string }): string {
  const letters = [user.first_name, user.last_name].map((s) => s.trim().charAt(0)).join('');
  return (letters || user.email.charAt(0)).toUpperCase();
}
