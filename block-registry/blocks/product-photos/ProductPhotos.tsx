import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { productImageUrl } from '../../../domain/catalog/image-url.ts';
import { useIsExample } from '../../../renderer/kit/hooks/page-context.ts';
import { useToastStore } from '../../../renderer/kit/stores/toast-store.ts';
import type { ProductPhotosProps } from '../../../schemas/generated/index.ts';
import { failureText, studioCall } from '../../studio/api.ts';
import type { BlockComponentProps } from '../../types.ts';

type Photo = ProductPhotosProps['photos'][number];
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';
const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** A product's photographs: upload, order, alt text in both languages, remove. Each change is saved at once and answered with the new list. */
export function ProductPhotos({ sku, endpoint, photos: initial, maxBytes, maxPhotos }: BlockComponentProps<ProductPhotosProps>) {
  const id = useId();
  const example = useIsExample();
  const [photos, setPhotos] = useState<Photo[]>(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const path = endpoint.replace(/^\/studio\/api/, '');

  const run = async (label: string, call: () => ReturnType<typeof studioCall<{ photos: Photo[]; message?: string }>>) => {
    if (example) return false;
    setBusy(true);
    setError('');
    const answer = await call();
    setBusy(false);
    if (!answer.ok) {
      setError(failureText(answer, `${label} did not work. Please try again.`));
      return false;
    }
    setPhotos(answer.body.photos);
    setStatus(answer.body.message ?? `${label}: done.`);
    useToastStore.getState().show({ message: answer.body.message ?? `${label}: done.`, tone: 'success' });
    return true;
  };

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const files = [...(fileInput.current?.files ?? [])];
    if (!files.length) return setError('Choose one or more photographs first.');
    const tooLarge = files.find((file) => file.size > maxBytes);
    if (tooLarge) return setError(`${tooLarge.name} is ${megabytes(tooLarge.size)}; a photograph may be at most ${megabytes(maxBytes)}.`);
    for (const file of files) {
      if (!(await run(`Uploading ${file.name}`, () => studioCall(path, { method: 'POST', file })))) return;
    }
    if (fileInput.current) fileInput.current.value = '';
  };

  const move = (photo: Photo, position: number) =>
    run('Moving the photograph', () => studioCall(`${path}/${photo.id}`, { method: 'PATCH', json: { position } }));
  const remove = (photo: Photo, index: number) => {
    if (!window.confirm(`Remove photograph ${index + 1}? The shop stops showing it at once.`)) return;
    void run('Removing the photograph', () => studioCall(`${path}/${photo.id}`, { method: 'DELETE' }));
  };
  const saveAlt = (event: FormEvent<HTMLFormElement>, photo: Photo) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run('Saving the alt text', () =>
      studioCall(`${path}/${photo.id}`, { method: 'PATCH', json: { altEn: String(form.get('altEn') ?? ''), altDe: String(form.get('altDe') ?? '') } }),
    );
  };

  return (
    <section className="product-photos" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="product-photos__heading">
        Photographs
      </h2>
      <p className="product-photos__note">
        {photos.length
          ? 'The first photograph is the picture listers, the product page and baskets show, ahead of the drawing.'
          : `No photographs yet: the shop shows the drawing of ${sku}.`}
      </p>
      {photos.length ? (
        <ol className="product-photos__list">
          {photos.map((photo, index) => (
            <li key={photo.id} className="product-photos__item">
              <img
                src={productImageUrl(photo.image, { w: 240, h: 180, fit: 'contain' })}
                width={160}
                height={120}
                alt={photo.alt.en || `Photograph ${index + 1}`}
                className="product-photos__thumb"
              />
              <form className="studio-form product-photos__alt" onSubmit={(event) => saveAlt(event, photo)} aria-label={`Alt text of photograph ${index + 1}`}>
                <p className="product-photos__meta">
                  {index === 0 ? 'Shown first · ' : ''}
                  {photo.width} × {photo.height} px
                </p>
                <label htmlFor={`${id}-${photo.id}-en`}>Alt text (English)</label>
                <input id={`${id}-${photo.id}-en`} name="altEn" defaultValue={photo.alt.en ?? ''} maxLength={200} />
                <label htmlFor={`${id}-${photo.id}-de`}>Alt text (German)</label>
                <input id={`${id}-${photo.id}-de`} name="altDe" defaultValue={photo.alt.de ?? ''} maxLength={200} />
                <div className="product-photos__buttons">
                  <button type="submit" className="button button--secondary studio__small" disabled={busy}>
                    Save alt text
                  </button>
                  {(['earlier', 'later'] as const).map((way) => {
                    const to = way === 'earlier' ? index - 1 : index + 1;
                    return (
                      <button
                        key={way}
                        type="button"
                        className="button button--secondary studio__small"
                        disabled={busy || to < 0 || to >= photos.length}
                        onClick={() => void move(photo, to)}
                        aria-label={`Move ${way}: photograph ${index + 1}`}
                      >
                        Move {way}
                      </button>
                    );
                  })}
                  <button
                    type="button"
                    className="button button--secondary studio__small action-bar__danger"
                    disabled={busy}
                    onClick={() => remove(photo, index)}
                    aria-label={`Remove photograph ${index + 1}`}
                  >
                    Remove
                  </button>
                </div>
              </form>
            </li>
          ))}
        </ol>
      ) : null}
      {photos.length < maxPhotos ? (
        <form className="studio-form product-photos__upload" onSubmit={(event) => void upload(event)}>
          <label htmlFor={`${id}-files`}>Add photographs</label>
          <input
            ref={fileInput}
            id={`${id}-files`}
            type="file"
            name="photos"
            accept={ACCEPT}
            multiple
            aria-describedby={`${id}-files-hint`}
            onChange={(event: ChangeEvent<HTMLInputElement>) => event.currentTarget.files?.length && setError('')}
          />
          <p id={`${id}-files-hint`} className="product-photos__meta">
            JPEG, PNG, WebP or AVIF, at least 200 px a side, at most {megabytes(maxBytes)} each; up to {maxPhotos} photographs.
          </p>
          <button type="submit" className="button button--primary studio__small" disabled={busy}>
            {busy ? 'Working…' : 'Upload'}
          </button>
        </form>
      ) : (
        <p className="product-photos__note">This product has {maxPhotos} photographs, the most it can have: remove one to add another.</p>
      )}
      <p className="action-dialog__error" role="alert">
        {error}
      </p>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </section>
  );
}
