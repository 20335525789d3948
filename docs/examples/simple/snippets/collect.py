def collect(item, items=[]):
    items.append(item)
    return items
