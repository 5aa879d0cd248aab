#pragma once

#include "catalog.h"
#include "catalogloader.h"

#include <QDir>

// The built-in catalog with every offer copied into numbered regions ("us-east-1-z7") until it holds
// at least `offers` offers: the real mix of providers, GPUs and prices at a large scale.
inline gp::Catalog multipliedBuiltinCatalog(int offers, gp::IssueList& issues)
{
    QList<gp::CatalogFragment> fragments;
    qsizetype base = 0;
    const QDir dir(gp::Catalog::builtinResourcePath());
    for (const QString& n : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        fragments << gp::CatalogLoader::loadFile(dir.filePath(n), QStringLiteral("builtin:") + n);
        for (const gp::InstanceType& i : fragments.last().instances)
            base += i.offers.size();
    }
    const int copies = int((offers + base - 1) / base);
    gp::Catalog catalog;
    for (gp::CatalogFragment& f : fragments) {
        for (gp::InstanceType& inst : f.instances) {
            QList<gp::Offer> many;
            for (int k = 0; k < copies; ++k) {
                for (gp::Offer o : inst.offers) {
                    o.region += QStringLiteral("-z") + QString::number(k);
                    many << o;
                }
            }
            inst.offers = many;
        }
        catalog.addFragment(f);
    }
    catalog.finalize(issues);
    return catalog;
}
