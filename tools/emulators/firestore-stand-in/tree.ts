// The stand-in's data: projects/{p}/databases/{d}/documents, then collections and documents.
// Documents are never removed from the tree, only marked missing, so a missing document that has
// subcollections can still be listed (listDocuments' show_missing).
import { EventEmitter } from 'node:events';
import { status } from '@grpc/grpc-js';
import { emulatorError } from './errors';
import { ReferenceValue, type Fields } from './values';

export interface CollectionParent {
  readonly path: string;
  readonly collections: Map<string, StoredCollection>;
  collection(id: string): StoredCollection;
}

function childCollection(parent: CollectionParent, id: string): StoredCollection {
  let collection = parent.collections.get(id);
  if (!collection) {
    collection = new StoredCollection(id, `${parent.path}/${id}`);
    parent.collections.set(id, collection);
  }
  return collection;
}

export class StoredDocument implements CollectionParent {
  exists = false;
  fields: Fields = {};
  createdAt: Date | null = null;
  updatedAt: Date | null = null;
  readonly collections = new Map<string, StoredCollection>();
  private nameValue: ReferenceValue | null = null;

  constructor(
    readonly id: string,
    readonly path: string,
    /** The collection holding the document (its revision moves with every commit to it). */
    readonly owner: StoredCollection | null = null,
  ) {}

  /** The document's __name__, as a reference value. */
  get reference(): ReferenceValue {
    if (!this.nameValue) this.nameValue = new ReferenceValue(this.path);
    return this.nameValue;
  }

  collection(id: string): StoredCollection {
    return childCollection(this, id);
  }

  hasChild(): boolean {
    for (const collection of this.collections.values()) if (collection.hasChild()) return true;
    return false;
  }

  /** A version that changes with every commit to the document (-1 while it is missing). */
  version(): number {
    return this.exists && this.updatedAt ? this.updatedAt.getTime() : -1;
  }
}

export class StoredCollection {
  readonly documents = new Map<string, StoredDocument>();
  // Listing a large collection costs more than filtering it: cached until a document is added.
  private list: StoredDocument[] | null = null;
  /** Moves with every commit to one of the collection's documents (caches of its contents check it). */
  revision = 0;

  constructor(
    readonly id: string,
    readonly path: string,
  ) {}

  document(id: string): StoredDocument {
    let document = this.documents.get(id);
    if (!document) {
      document = new StoredDocument(id, `${this.path}/${id}`, this);
      this.documents.set(id, document);
      this.list = null;
    }
    return document;
  }

  allDocuments(): readonly StoredDocument[] {
    if (!this.list) this.list = [...this.documents.values()];
    return this.list;
  }

  hasChild(): boolean {
    for (const document of this.documents.values()) if (document.exists || document.hasChild()) return true;
    return false;
  }
}

export class StoredDatabase implements CollectionParent {
  readonly collections = new Map<string, StoredCollection>();

  constructor(readonly path: string) {}

  collection(id: string): StoredCollection {
    return childCollection(this, id);
  }
}

const DATABASE_PATH = /^projects\/([^/]+)\/databases\/([^/]+)\/documents(?:\/(.*))?$/;

export class FirestoreData {
  private readonly databases = new Map<string, StoredDatabase>();
  /** Emits 'commit' after every commit that changed at least one document, with the documents it changed. */
  readonly events = new EventEmitter();

  constructor() {
    this.events.setMaxListeners(0);
  }

  /** The database (for ".../documents") or the document that owns the collections at `path`. */
  parent(path: string): CollectionParent {
    const { database, segments } = this.resolve(path);
    if (segments.length === 0) return database;
    if (segments.length % 2 !== 0) throw emulatorError(status.INVALID_ARGUMENT, `not a document path: ${path}`);
    return this.walk(database, segments);
  }

  collection(path: string): StoredCollection {
    const { database, segments } = this.resolve(path);
    const id = segments.pop();
    if (id === undefined || segments.length % 2 !== 0) {
      throw emulatorError(status.INVALID_ARGUMENT, `not a collection path: ${path}`);
    }
    return (segments.length === 0 ? database : this.walk(database, segments)).collection(id);
  }

  document(path: string): StoredDocument {
    const { database, segments } = this.resolve(path);
    if (segments.length === 0 || segments.length % 2 !== 0) {
      throw emulatorError(status.INVALID_ARGUMENT, `not a document path: ${path}`);
    }
    return this.walk(database, segments);
  }

  private resolve(path: string): { database: StoredDatabase; segments: string[] } {
    const match = DATABASE_PATH.exec(path);
    if (!match) throw emulatorError(status.INVALID_ARGUMENT, `invalid resource name: ${path}`);
    const [, project, databaseId, rest] = match;
    const key = `projects/${project}/databases/${databaseId}/documents`;
    let database = this.databases.get(key);
    if (!database) {
      database = new StoredDatabase(key);
      this.databases.set(key, database);
    }
    return { database, segments: rest ? rest.split('/') : [] };
  }

  /** The document at `segments` (collection, document, collection, document...). */
  private walk(database: StoredDatabase, segments: readonly string[]): StoredDocument {
    let parent: CollectionParent = database;
    let document: StoredDocument | null = null;
    for (let i = 0; i < segments.length; i += 2) {
      document = parent.collection(segments[i]!).document(segments[i + 1]!);
      parent = document;
    }
    return document!;
  }
}
