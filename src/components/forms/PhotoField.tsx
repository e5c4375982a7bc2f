import { Box, Button, Flex, Grid, Image, Text } from '@chakra-ui/react'
import { Icon } from '../ui/Icon'
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react'
import { useSiteData } from '../../hooks/use-site-data'
import { useUi } from '../../hooks/use-ui'
import { PHOTO_FIELDS } from '../../lib/forms/fields'
import { libraryScale, MAX_PHOTOS, photoFields, preparePhoto } from '../../lib/forms/photos'
import { fillPlaceholders } from '../../lib/text'
import { FileInput } from './FileInput'

type Photo = { file: File; url: string }

/** The photos chosen for a request: made small as they are chosen, in the order chosen, up to three. */
export function usePhotos() {
  const t = useUi().forms.photos
  const { site } = useSiteData()
  const [photos, setPhotos] = useState<Photo[]>([])
  const [preparing, setPreparing] = useState(0)
  const [problems, setProblems] = useState<string[]>([])
  const count = useRef(0)
  count.current = photos.length + preparing

  const add = useCallback(
    async (files: File[]) => {
      const found: string[] = []
      const room = Math.max(0, MAX_PHOTOS - count.current)
      for (const extra of files.slice(room)) found.push(fillPlaceholders(t.tooMany, { name: extra.name }))
      const chosen = files.slice(0, room)
      setPreparing((n) => n + chosen.length)
      for (const file of chosen) {
        const prepared = await preparePhoto(file, libraryScale)
        setPreparing((n) => n - 1)
        if (prepared.ok) setPhotos((all) => [...all, { file: prepared.file, url: URL.createObjectURL(prepared.file) }])
        else found.push(fillPlaceholders(prepared.reason === 'unreadable' ? t.unreadable : t.notAnImage, { name: prepared.name }))
      }
      setProblems(found)
    },
    [t],
  )
  const remove = (index: number) =>
    setPhotos((all) => {
      URL.revokeObjectURL(all[index]!.url)
      return all.filter((_, i) => i !== index)
    })
  const clear = () =>
    setPhotos((all) => {
      all.forEach((photo) => URL.revokeObjectURL(photo.url))
      setProblems([])
      return []
    })
  // what the toast says when a request went without its photos (use-delivered-form)
  const notSent = (left: File[]) => ({
    title: t.notSentTitle,
    description: fillPlaceholders(t.notSent, { names: left.map((photo) => photo.name).join(', '), phone: site.phone }),
  })
  return { photos, preparing, problems, add, remove, clear, notSent, fields: photoFields(photos.map((photo) => photo.file)) }
}

export type Photos = ReturnType<typeof usePhotos>

/**
 * Photos of the damage with a request (issue 57): one "Add photos" control, a file field of its own
 * (photo_1), so a form posts a photo without JavaScript, beside the two other fields Netlify Forms must
 * see in the built HTML (it takes one file a field). Once its form runs, the control takes up to three
 * photos, each made small and shown as a thumbnail with its own remove button; the form sends them as
 * photo_1, photo_2 and photo_3. The field is the same before and after the script (nothing moves as it wakes).
 */
export function PhotoField({ photos }: { photos: Photos }) {
  const { photos: t, fields } = useUi().forms
  const root = useRef<HTMLFieldSetElement>(null)
  useEffect(() => {
    // a photo chosen in the field before the form's script came goes on as chosen
    const chosen = Array.from(root.current?.querySelector<HTMLInputElement>(`input[name=${PHOTO_FIELDS[0]}]`)?.files ?? [])
    if (chosen.length) void photos.add(chosen)
    // once, as the form starts running
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? [])
    // the form sends the photos made small (photo_1, photo_2, photo_3), not what the field holds
    event.target.value = ''
    if (files.length) void photos.add(files)
  }
  const full = photos.photos.length + photos.preparing >= MAX_PHOTOS
  return (
    <Box as="fieldset" ref={root} minW="0">
      <Text as="legend" fontWeight="600" color="navy.900" mb="1.5">
        {`${t.label} `}
        <Text as="span" fontWeight="400" color="slate">
          {fields.optional}
        </Text>
      </Text>
      <Text fontSize="sm" color="slate" mb="2">
        {t.help}
      </Text>
      {photos.photos.length > 0 && (
        <Grid as="ul" listStyleType="none" templateColumns="repeat(3, 1fr)" gap="2" mb="2">
          {photos.photos.map((photo, i) => (
            <Box as="li" key={photo.url} position="relative">
              <Image
                src={photo.url}
                alt={fillPlaceholders(t.photo, { number: String(i + 1), name: photo.file.name })}
                aspectRatio="1"
                objectFit="cover"
                w="full"
                rounded="md"
                borderWidth="1px"
                borderColor="border"
              />
              <Button
                type="button"
                aria-label={fillPlaceholders(t.remove, { number: String(i + 1), name: photo.file.name })}
                onClick={() => photos.remove(i)}
                position="absolute"
                top="1"
                right="1"
                minW="11"
                h="11"
                p="0"
                rounded="full"
                bg="navy.900"
                color="white"
                _hover={{ bg: 'navy.800' }}
              >
                <Icon name="close" size={18} />
              </Button>
            </Box>
          ))}
        </Grid>
      )}
      {/* the same field before and after the script: without it, photo_1 posts with the form; photo_2 and
          photo_3 are there for Netlify, which keeps only the fields a form's HTML has */}
      <Box hidden={full || undefined}>
        <FileInput
          name={PHOTO_FIELDS[0]}
          accept="image/*"
          multiple
          label={t.add}
          onChange={onChoose}
          fileName={null}
          words={{ choose: photos.photos.length ? t.addMore : t.add, none: '' }}
        />
      </Box>
      {PHOTO_FIELDS.slice(1).map((name) => (
        <input key={name} type="file" name={name} accept="image/*" hidden />
      ))}
      <Flex role="status" aria-live="polite" direction="column" gap="1" mt="1" fontSize="sm" color="slate">
        {photos.preparing > 0 && <Text>{t.preparing}</Text>}
        {photos.photos.length > 0 && <Text>{fillPlaceholders(t.count, { count: String(photos.photos.length) })}</Text>}
      </Flex>
      {photos.problems.length > 0 && (
        <Box role="alert" mt="1">
          {photos.problems.map((problem) => (
            <Text key={problem} fontSize="sm" color="red.700" fontWeight="600">
              {problem}
            </Text>
          ))}
        </Box>
      )}
    </Box>
  )
}
