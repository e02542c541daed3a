export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? ''
}

export function initial(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?'
}
