/** `tel:` address for a US phone number written any common way: "(919) 555-0147" -> "tel:+19195550147". */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return `tel:+1${national}`
}
