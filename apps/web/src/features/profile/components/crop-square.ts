const MAX_SIDE = 512;

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('Não foi possível abrir a imagem.'));
    };
    image.src = url;
  });
}

/**
 * Crops an image to its centred square (at most 512 × 512) on a canvas, in the same format
 * (PNG stays PNG, JPEG stays JPEG).
 */
export async function cropToSquare(file: File): Promise<Blob> {
  const image = await loadImage(file);
  const square = Math.min(image.naturalWidth, image.naturalHeight);
  const side = Math.min(square, MAX_SIDE);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context || square === 0) throw new Error('Não foi possível recortar a imagem.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    image,
    (image.naturalWidth - square) / 2,
    (image.naturalHeight - square) / 2,
    square,
    square,
    0,
    0,
    side,
    side,
  );
  const type = file.type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Não foi possível recortar a imagem.'))),
      type,
      0.9,
    ),
  );
}
