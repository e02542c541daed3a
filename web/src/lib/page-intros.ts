export type PageIntro = { title: string; description?: string }

/**
 * Each signed-in screen's heading. The page shows it, and so does the HTML the server sends for
 * that path, drawn at build time before any script runs (ADR 015): one table keeps them the same.
 */
export const pageIntros = {
  dashboard: { title: 'Dashboard' },
  'check-in': { title: 'Check-in', description: 'Confirme sua presença no próximo BID.' },
  artilheiros: {
    title: 'Ranking de Artilheiros',
    description: 'Quem mais balançou as redes na temporada.',
  },
  historico: { title: 'Histórico', description: 'BIDs finalizados e seus números.' },
  perfil: { title: 'Meu Perfil' },
  convites: {
    title: 'Convites',
    description: 'Peladas que adicionaram seu email e esperam sua resposta.',
  },
  'bid-atual': { title: 'BID Atual', description: 'Acompanhe e gerencie o BID em andamento.' },
  jogadores: { title: 'Jogadores', description: 'Cadastro de jogadores da pelada.' },
  configuracoes: {
    title: 'Configurações da pelada',
    description: 'Nome, local dos BIDs, previsão do tempo e lembretes por email.',
  },
} as const satisfies Record<string, PageIntro>
