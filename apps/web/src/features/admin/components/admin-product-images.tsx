import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  ADMIN_PRODUCT_ERRORS,
  type AdminProduct,
  type AdminProductImage,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_TYPES,
} from '@shop/contract';
import { useRef, useState } from 'react';
import { buttonClasses } from '@/components/button-styles';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteImage, useOrderImages, useUploadImage } from '../api/admin-products';
import { readFieldErrors } from '../lib/product-form';

const small = (extra = '') => buttonClasses('secondary', 'sm', `px-2 py-1 text-xs ${extra}`);

function ImageTile({
  image,
  index,
  count,
  busy,
  onMove,
  onDelete,
}: {
  image: AdminProductImage;
  index: number;
  count: number;
  busy: boolean;
  onMove: (from: number, to: number) => void;
  onDelete: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: image.id,
  });
  const label = index === 0 ? 'Imagen principal' : `Imagen ${index + 1}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`rounded-xl border bg-white p-2 ${index === 0 ? 'border-brand-700 ring-1 ring-brand-700' : 'border-slate-200'} ${isDragging ? 'z-10 shadow-lg' : ''}`}
    >
      <button
        type="button"
        className="block w-full cursor-grab touch-none rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-label={`${label}: arrastra para cambiar el orden`}
        {...attributes}
        {...listeners}
      >
        <img
          src={image.thumbnail}
          alt=""
          width={150}
          height={150}
          className="aspect-square w-full rounded-lg object-cover"
        />
      </button>
      <p className="mt-1 text-xs font-semibold text-slate-800">{label}</p>
      <div className="mt-1 flex flex-wrap gap-1">
        <button
          type="button"
          className={small()}
          disabled={busy || index === 0}
          onClick={() => onMove(index, index - 1)}
          aria-label={`Subir ${label.toLowerCase()}`}
        >
          Subir
        </button>
        <button
          type="button"
          className={small()}
          disabled={busy || index === count - 1}
          onClick={() => onMove(index, index + 1)}
          aria-label={`Bajar ${label.toLowerCase()}`}
        >
          Bajar
        </button>
        {index > 0 && (
          <button
            type="button"
            className={small()}
            disabled={busy}
            onClick={() => onMove(index, 0)}
            aria-label={`Usar la imagen ${index + 1} como principal`}
          >
            Usar como principal
          </button>
        )}
        <button
          type="button"
          className={small('text-red-800')}
          disabled={busy}
          onClick={onDelete}
          aria-label={`Eliminar ${label.toLowerCase()}`}
        >
          Eliminar
        </button>
      </div>
    </li>
  );
}

/** The product's images: upload several, reorder by drag or buttons (the first is the main), delete. */
export function AdminProductImages({ product }: { product: AdminProduct }) {
  const upload = useUploadImage(product.id);
  const order = useOrderImages(product.id);
  const remove = useDeleteImage(product.id);
  const input = useRef<HTMLInputElement>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const busy = uploading !== null || order.isPending || remove.isPending;
  const images = product.images;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const sendOrder = (ids: number[]) =>
    order.mutate(ids, {
      onSuccess: () => toast.success('Orden de las imágenes guardado.'),
      onError: () => toast.error('No se pudo cambiar el orden. Inténtalo de nuevo.'),
    });
  const move = (from: number, to: number) =>
    sendOrder(arrayMove(images, from, to).map((i) => i.id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = images.findIndex((i) => i.id === active.id);
    const to = images.findIndex((i) => i.id === over.id);
    if (from >= 0 && to >= 0) move(from, to);
  };

  const onFiles = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setUploadError(null);
    const errors: string[] = [];
    let done = 0;
    for (const file of Array.from(files)) {
      // The server checks the bytes; this only spares a 10 MB trip for an obvious refusal.
      if (file.size > PRODUCT_IMAGE_MAX_BYTES) {
        errors.push(`${file.name}: ${ADMIN_PRODUCT_ERRORS.tooLarge}`);
        continue;
      }
      setUploading(file.name);
      try {
        await upload.mutateAsync(file);
        done++;
      } catch (error) {
        const message =
          error instanceof ApiError
            ? (readFieldErrors(error.body).image ?? 'No se pudo subir la imagen.')
            : 'No se pudo subir la imagen. Revisa tu conexión.';
        errors.push(`${file.name}: ${message}`);
      }
    }
    setUploading(null);
    if (input.current) input.current.value = '';
    if (errors.length > 0) setUploadError(errors.join(' '));
    if (done > 0) toast.success(done === 1 ? 'Imagen subida.' : `${done} imágenes subidas.`);
  };

  return (
    <section
      aria-labelledby="images-title"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="images-title" className="text-lg font-bold text-slate-900">
        Imágenes
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        JPEG, PNG o WebP de hasta 10 MB. La primera es la imagen principal; arrastra o usa los
        botones para ordenarlas.
      </p>
      <div className="mt-3">
        <label className={buttonClasses('primary', 'sm', 'cursor-pointer')}>
          {uploading ? `Subiendo ${uploading}…` : 'Subir imágenes'}
          <input
            ref={input}
            type="file"
            multiple
            accept={PRODUCT_IMAGE_TYPES.join(',')}
            className="sr-only"
            disabled={uploading !== null}
            onChange={(e) => void onFiles(e.target.files)}
          />
        </label>
      </div>
      {uploadError && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {uploadError}
        </p>
      )}
      {images.length === 0 ? (
        <div className="mt-4 flex items-center gap-3 text-sm text-slate-700">
          {product.photo && !product.photo.endsWith('/sin-imagen.webp') ? (
            <>
              <img
                src={product.photo}
                alt=""
                width={80}
                height={80}
                className="size-20 rounded-lg border border-slate-200 object-cover"
              />
              <span>Imagen actual del catálogo. Sube imágenes para reemplazarla u ordenarla.</span>
            </>
          ) : (
            <span>Este producto aún no tiene imágenes.</span>
          )}
        </div>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={images.map((i) => i.id)} strategy={rectSortingStrategy}>
            <ul
              aria-label="Imágenes del producto"
              className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
            >
              {images.map((image, index) => (
                <ImageTile
                  key={image.id}
                  image={image}
                  index={index}
                  count={images.length}
                  busy={busy}
                  onMove={move}
                  onDelete={() =>
                    remove.mutate(image.id, {
                      onSuccess: () => toast.success('Imagen eliminada.'),
                      onError: () => toast.error('No se pudo eliminar la imagen.'),
                    })
                  }
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
    </section>
  );
}
