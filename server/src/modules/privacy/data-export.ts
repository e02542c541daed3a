import { PassThrough, type Readable } from 'node:stream'
import { strToU8, Zip, ZipDeflate } from 'fflate'

/** Section titles of the readable index, by table; a table missing here shows its SQL name. */
const SECTION_TITLES: Record<string, string> = {
  players: 'Conta',
  company_players: 'Participações nas peladas',
  bid_players: 'BIDs e estatísticas',
  refresh_tokens: 'Histórico de acesso (sessões)',
  trusted_devices: 'Aparelhos confiáveis',
  login_failures: 'Tentativas de login que falharam',
  account_tokens: 'Links enviados (ativação, senha, email)',
  reminder_links: 'Links de lembrete',
  invitations: 'Convites',
  email_outbox: 'Emails enviados a você (últimos 6 meses)',
  email_requests: 'Pedidos de email para o seu endereço',
  contact_messages: 'Mensagens de contato',
  signup_requests: 'Cadastros pendentes',
  account_jobs: 'Pedidos em processamento',
  activity_log: 'Atividade (o que você fez e o que mudaram nos seus dados)',
  calendar_feeds: 'Link do calendário',
  charges: 'Cobranças',
  charge_events: 'Histórico das cobranças',
  push_subscriptions: 'Aparelhos com notificações',
  push_outbox: 'Notificações enviadas',
  bid_matches: 'Partidas que você jogou',
  craque_polls: 'Craque da partida (prêmios)',
  craque_votes: 'Seus votos de craque',
  craque_vote_links: 'Links de voto de craque',
  member_ratings: 'Habilidade aprendida',
  whatsapp_consents: 'Avisos pelo WhatsApp (seu consentimento)',
  whatsapp_outbox: 'Mensagens de WhatsApp enviadas a você',
}

const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

const cell = (value: unknown) =>
  value instanceof Date
    ? value.toISOString()
    : typeof value === 'object' && value !== null
      ? JSON.stringify(value)
      : value

function htmlIndex(sections: [string, Record<string, unknown>[]][], exportedAt: Date): string {
  const parts = sections.map(([table, rows]) => {
    const title = escapeHtml(SECTION_TITLES[table] ?? table)
    if (rows.length === 0) return `<section><h2>${title}</h2><p>Nenhum registro.</p></section>`
    const columns = Object.keys(rows[0]!)
    const head = columns.map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join('')
    const body = rows
      .map(
        (row) => `<tr>${columns.map((c) => `<td>${escapeHtml(cell(row[c]))}</td>`).join('')}</tr>`,
      )
      .join('\n')
    return `<section><h2>${title} (${rows.length})</h2><div class="t"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div></section>`
  })
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Meus dados no Bidfut</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem;color:#111}table{border-collapse:collapse;font-size:.85rem}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}.t{overflow-x:auto}</style></head>
<body><h1>Meus dados no Bidfut</h1><p>Exportado em ${escapeHtml(exportedAt.toISOString())}. Os mesmos dados, completos, estão em <code>meus-dados.json</code>.</p>
${parts.join('\n')}</body></html>`
}

/**
 * The zip 'Baixar meus dados' sends: meus-dados.json (every table's rows about the person) and
 * index.html (the same, readable). Streamed: each file is deflated in chunks as it is pushed.
 */
export function zipExport(
  sections: [string, Record<string, unknown>[]][],
  exportedAt: Date,
): Readable {
  const out = new PassThrough()
  const zip = new Zip((error, chunk, final) => {
    if (error) return out.destroy(error)
    out.write(Buffer.from(chunk))
    if (final) out.end()
  })
  const add = (name: string, text: string) => {
    const file = new ZipDeflate(name, { level: 6 })
    zip.add(file)
    // Pushed in 64 KiB pieces so a large account never holds two copies of a file at once.
    const bytes = strToU8(text)
    const step = 64 * 1024
    for (let at = 0; at < bytes.length; at += step) {
      file.push(bytes.subarray(at, at + step), at + step >= bytes.length)
    }
    if (bytes.length === 0) file.push(new Uint8Array(), true)
  }
  const json = JSON.stringify(
    { exportedAt: exportedAt.toISOString(), ...Object.fromEntries(sections) },
    null,
    2,
  )
  add('meus-dados.json', json)
  add('index.html', htmlIndex(sections, exportedAt))
  zip.end()
  return out
}
