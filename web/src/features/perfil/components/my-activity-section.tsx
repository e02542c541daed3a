import { useState } from 'react'
import { ActivityList } from '@/components/activity-list'
import { Button } from '@/components/ui/button'
import { useMyActivity } from '../api/get-my-activity'

/** 'Atividade sobre você' in /perfil's 'Meus dados': what the group recorded about the person. */
export function MyActivitySection() {
  const [showActivity, setShowActivity] = useState(false)
  return (
    <section aria-labelledby="my-activity-title" className="flex flex-col gap-2">
      <h3 id="my-activity-title" className="font-medium">
        Atividade sobre você
      </h3>
      {/* Read when asked: /perfil's first screen waits for the profile only. */}
      {showActivity ? (
        <MyActivity />
      ) : (
        <Button
          variant="outline"
          className="self-start"
          aria-expanded={false}
          onClick={() => setShowActivity(true)}
        >
          Ver atividade sobre você
        </Button>
      )}
    </section>
  )
}

function MyActivity() {
  const activity = useMyActivity()
  return (
    <ActivityList
      query={activity}
      emptyTitle="Nenhuma atividade sobre você"
      emptyText="Suas confirmações e o que a organização mudar nos seus dados aparecem aqui."
    />
  )
}
